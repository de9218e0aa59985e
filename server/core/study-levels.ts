/** The study levels an ambassador may have, and their names in each language (matching reasons, CSV import, demo data). */
export const STUDY_LEVELS = ['BACHELOR', 'MASTER', 'PHD', 'EXCHANGE', 'ALUMNI'] as const
export type StudyLevelValue = (typeof STUDY_LEVELS)[number]

export const STUDY_LEVEL_NAMES: Readonly<Record<StudyLevelValue, { en: string; fr: string }>> = {
  BACHELOR: { en: 'Bachelor student', fr: 'Étudiant·e en licence' },
  MASTER: { en: 'Master student', fr: 'Étudiant·e en master' },
  PHD: { en: 'PhD candidate', fr: 'Doctorant·e' },
  EXCHANGE: { en: 'Exchange student', fr: 'Étudiant·e en échange' },
  ALUMNI: { en: 'Alumni', fr: 'Diplômé·e' },
}
