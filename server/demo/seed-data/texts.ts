import type { Locale } from '../../../src/contract/locale'

/** Sentence templates for seeded headlines, bios, questions and answers. */
/** Each headline in English and French (one random pick for both, so the seed's other choices stay as they were). */
export const HEADLINES = [
  { en: 'Ask me about {field} and life in {campus}', fr: 'Des questions sur les études en {fieldFr} ou la vie à {campus} ? Écrivez-moi' },
  { en: '{level} in {field}, happy to help you choose', fr: 'Études en {fieldFr} ({levelFr}) : je vous aide à choisir' },
  { en: 'From {city} to campus: ask me anything', fr: 'Depuis {city} jusqu’au campus : posez-moi toutes vos questions' },
  { en: '{field} student who loves {interest}', fr: 'Études en {fieldFr}, et une passion : {interestFr}' },
  { en: 'I can tell you what {field} is really like', fr: 'Je vous raconte ce que sont vraiment les études en {fieldFr}' },
] as const

export const BIO_EN = [
  "I grew up in {city} and came to Horizon for its {field} program. Outside class you'll find me into {interest}. Ask me about courses, workload, housing or how I settled in.",
  "I'm a {levelLower} in {field}. Before joining I had the same doubts you may have now, so I'm happy to share how applications, scholarships and first weeks really went.",
  'Originally from {city}. I chose {field} because I wanted hands-on projects, and I have not regretted it. I also lead the {interest} club, so ask me about student life too.',
] as const

export const BIO_FR = [
  "J'ai grandi à {city} et je suis venu·e à Horizon pour son programme de {fieldFr}. En dehors des cours, je suis passionné·e de {interestFr}. Posez-moi vos questions sur les cours, le rythme, le logement ou l'installation.",
  "Je suis {levelFr} en {fieldFr}. Avant d'arriver, j'avais les mêmes doutes que vous : je partage volontiers comment se sont passés la candidature, les bourses et les premières semaines.",
  "Originaire de {city}. J'ai choisi {fieldFr} pour les projets concrets, et je ne le regrette pas. J'anime aussi le club {interestFr} : demandez-moi aussi comment est la vie étudiante.",
] as const

export interface QuestionTemplate {
  readonly topic: string
  readonly body: string
  readonly answer: string
  readonly locale: Locale
}

export const QUESTIONS: readonly QuestionTemplate[] = [
  {
    locale: 'en',
    topic: 'Workload in first year',
    body: 'How many hours a week do you spend studying outside class in the first year? I want to keep a part-time job.',
    answer: 'Around 15 hours on top of class in first year. Many of us keep a part-time job of 10 hours a week; just avoid exam weeks.',
  },
  {
    locale: 'en',
    topic: 'Finding housing',
    body: 'Is it hard to find a room near campus? When should I start looking, and is the student residence worth it?',
    answer: 'Start in May. The residence is cheaper and 5 minutes from class; apply as soon as you are admitted because places go fast.',
  },
  {
    locale: 'en',
    topic: 'Scholarships for international students',
    body: 'Which scholarships can international students apply for, and when are the deadlines?',
    answer: 'There is the Horizon Excellence grant (deadline in March) and regional grants. The international office helps you with the file.',
  },
  {
    locale: 'en',
    topic: 'Internships',
    body: 'Does the program help you find internships, and do students usually get paid ones?',
    answer: 'Yes: a career fair every October and a job board. Most of my friends had paid internships in their second year.',
  },
  {
    locale: 'en',
    topic: 'Language of instruction',
    body: 'Are the courses taught in English or French? My French is only basic.',
    answer: 'Most master courses are in English; bachelor courses are mostly in French. Free French classes are offered every semester.',
  },
  {
    locale: 'en',
    topic: 'Student clubs',
    body: 'What clubs and associations are there? I play football and would like to keep playing.',
    answer: 'There are more than 60 clubs, including three football teams. Tryouts are in September during welcome week.',
  },
  {
    locale: 'en',
    topic: 'Cost of living',
    body: 'How much should I budget per month for rent, food and transport?',
    answer: 'Count about 900 € a month: 500 for rent, 250 for food and 30 for the student transport pass, plus some fun.',
  },
  {
    locale: 'en',
    topic: 'Admission interview',
    body: 'What happens during the admission interview? How can I prepare for it?',
    answer: 'It is a 20-minute conversation about your motivation and one project you did. Be ready to explain why this program.',
  },
  {
    locale: 'en',
    topic: 'Exchange semester',
    body: 'Can I spend a semester abroad during my studies, and is it hard to get a place?',
    answer: 'Yes, in third year. Partner universities are in 30 countries; grades and a motivation letter decide the places.',
  },
  {
    locale: 'en',
    topic: 'Research opportunities',
    body: 'Can master students join a research lab or only PhD candidates?',
    answer: 'Master students can join labs for their thesis project, and some paid research assistant positions open each term.',
  },
  {
    locale: 'fr',
    topic: 'Rythme de la première année',
    body: "Combien d'heures de travail personnel faut-il prévoir par semaine en première année ?",
    answer: "Environ 15 heures en plus des cours. C'est compatible avec un petit job, sauf pendant les partiels.",
  },
  {
    locale: 'fr',
    topic: 'Logement étudiant',
    body: 'Est-ce difficile de trouver un logement près du campus ? Quand faut-il commencer à chercher ?',
    answer: "Commencez en mai. La résidence est la moins chère et à 5 minutes des cours ; candidatez dès l'admission.",
  },
  {
    locale: 'fr',
    topic: 'Bourses',
    body: 'Quelles bourses existent pour les étudiants internationaux, et quelles sont les dates limites ?',
    answer: 'La bourse Excellence Horizon (date limite en mars) et des aides régionales. Le service international aide à monter le dossier.',
  },
  {
    locale: 'fr',
    topic: 'Stages',
    body: "L'école aide-t-elle à trouver des stages ? Sont-ils généralement rémunérés ?",
    answer: 'Oui : un forum entreprises chaque octobre et une plateforme d’offres. La plupart des stages de deuxième année sont rémunérés.',
  },
  {
    locale: 'fr',
    topic: 'Vie associative',
    body: 'Quelles associations y a-t-il sur le campus ? Je fais de la musique.',
    answer: "Plus de 60 associations, dont un orchestre et deux groupes de rock. Les auditions ont lieu pendant la semaine d'intégration.",
  },
  {
    locale: 'fr',
    topic: 'Budget mensuel',
    body: 'Quel budget prévoir par mois pour le loyer, la nourriture et les transports ?',
    answer: 'Comptez environ 900 € : 500 de loyer, 250 de courses et 30 pour le pass transport étudiant.',
  },
]
