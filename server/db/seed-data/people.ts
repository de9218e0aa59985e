/** First and last names by the language most spoken where an ambassador comes from. */
export const FIRST_NAMES: Readonly<Record<string, readonly string[]>> = {
  fr: ['Camille', 'Léa', 'Hugo', 'Louis', 'Chloé', 'Manon', 'Jules', 'Inès', 'Théo', 'Emma', 'Lucas', 'Sarah', 'Nathan', 'Zoé', 'Mathis', 'Clara'],
  en: ['Olivia', 'James', 'Amelia', 'Noah', 'Grace', 'Ethan', 'Chloe', 'Liam', 'Ava', 'Oliver', 'Mia', 'Jack', 'Emily', 'Henry', 'Ruby', 'Samuel'],
  de: ['Lena', 'Jonas', 'Mia', 'Felix', 'Hannah', 'Leon', 'Marie', 'Paul'],
  es: ['Lucía', 'Mateo', 'Sofía', 'Diego', 'Valentina', 'Santiago', 'Martina', 'Pablo', 'Camila', 'Javier'],
  pt: ['Beatriz', 'João', 'Mariana', 'Pedro', 'Ana', 'Gabriel', 'Larissa', 'Rafael'],
  it: ['Giulia', 'Marco', 'Chiara', 'Luca', 'Francesca', 'Matteo'],
  nl: ['Sanne', 'Daan', 'Fleur', 'Bram'],
  sv: ['Elsa', 'Oskar', 'Maja', 'Erik'],
  pl: ['Zofia', 'Jakub', 'Natalia', 'Kacper'],
  el: ['Eleni', 'Giorgos', 'Maria', 'Nikos'],
  tr: ['Elif', 'Emre', 'Zeynep', 'Can'],
  ar: ['Yasmine', 'Omar', 'Salma', 'Karim', 'Nour', 'Youssef', 'Lina', 'Mehdi', 'Rania', 'Adam'],
  wo: ['Awa', 'Moussa', 'Fatou', 'Ibrahima'],
  yo: ['Adaeze', 'Tunde', 'Chioma', 'Femi'],
  sw: ['Amani', 'Baraka', 'Neema', 'Jabari'],
  zu: ['Thandiwe', 'Sipho', 'Naledi', 'Themba'],
  hi: ['Priya', 'Arjun', 'Ananya', 'Rohan', 'Isha', 'Vikram'],
  zh: ['Wei', 'Mei', 'Jun', 'Xin', 'Hao', 'Yan'],
  ko: ['Ji-woo', 'Min-jun', 'Seo-yeon', 'Do-hyun'],
  ja: ['Yui', 'Haruto', 'Sakura', 'Ren'],
  th: ['Ploy', 'Anan', 'Malee', 'Krit'],
  vi: ['Linh', 'Minh', 'Trang', 'Duc'],
}

export const LAST_NAMES: Readonly<Record<string, readonly string[]>> = {
  fr: ['Martin', 'Bernard', 'Dubois', 'Laurent', 'Moreau', 'Lefèvre', 'Girard', 'Fontaine', 'Rousseau', 'Blanchard', 'Tremblay', 'Gagnon'],
  en: ['Smith', 'Johnson', 'Brown', 'Taylor', 'Walker', 'Wilson', 'Clarke', 'Evans', 'Murphy', "O'Brien"],
  de: ['Müller', 'Schmidt', 'Weber', 'Fischer', 'Wagner'],
  es: ['García', 'Rodríguez', 'Martínez', 'López', 'Hernández', 'Torres', 'Vargas'],
  pt: ['Silva', 'Santos', 'Oliveira', 'Costa', 'Pereira'],
  it: ['Rossi', 'Russo', 'Ferrari', 'Bianchi', 'Romano'],
  nl: ['de Vries', 'Jansen', 'Bakker', 'Visser'],
  sv: ['Andersson', 'Johansson', 'Lindqvist', 'Nilsson'],
  pl: ['Nowak', 'Kowalski', 'Wiśniewski', 'Zieliński'],
  el: ['Papadopoulos', 'Georgiou', 'Nikolaidis'],
  tr: ['Yılmaz', 'Kaya', 'Demir', 'Şahin'],
  ar: ['Benali', 'El Amrani', 'Haddad', 'Mansour', 'Khalil', 'Bouzid', 'Saleh'],
  wo: ['Diop', 'Ndiaye', 'Fall', 'Sow'],
  yo: ['Okafor', 'Adeyemi', 'Balogun', 'Eze'],
  sw: ['Mwangi', 'Otieno', 'Kamau', 'Wanjiru'],
  zu: ['Dlamini', 'Nkosi', 'Mokoena', 'Khumalo'],
  hi: ['Sharma', 'Patel', 'Iyer', 'Gupta', 'Reddy'],
  zh: ['Wang', 'Li', 'Zhang', 'Chen', 'Liu'],
  ko: ['Kim', 'Lee', 'Park', 'Choi'],
  ja: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka'],
  th: ['Srisai', 'Chaiyaporn', 'Wongsa'],
  vi: ['Nguyen', 'Tran', 'Le', 'Pham'],
}

/** The organization's fields of study (keys are stable; names bilingual). */
export const FIELDS = [
  { key: 'engineering', en: 'Engineering', fr: 'Ingénierie' },
  { key: 'computer-science', en: 'Computer Science', fr: 'Informatique' },
  { key: 'business', en: 'Business & Management', fr: 'Commerce et management' },
  { key: 'economics', en: 'Economics', fr: 'Économie' },
  { key: 'medicine', en: 'Medicine & Health', fr: 'Médecine et santé' },
  { key: 'law', en: 'Law', fr: 'Droit' },
  { key: 'arts-design', en: 'Arts & Design', fr: 'Arts et design' },
  { key: 'environmental-science', en: 'Environmental Science', fr: "Sciences de l'environnement" },
  { key: 'psychology', en: 'Psychology', fr: 'Psychologie' },
  { key: 'architecture', en: 'Architecture', fr: 'Architecture' },
  { key: 'mathematics', en: 'Mathematics', fr: 'Mathématiques' },
  { key: 'political-science', en: 'Political Science', fr: 'Science politique' },
] as const

export const INTERESTS = [
  { key: 'sports', en: 'Sports', fr: 'Sport' },
  { key: 'music', en: 'Music', fr: 'Musique' },
  { key: 'entrepreneurship', en: 'Entrepreneurship', fr: 'Entrepreneuriat' },
  { key: 'research', en: 'Research', fr: 'Recherche' },
  { key: 'volunteering', en: 'Volunteering', fr: 'Bénévolat' },
  { key: 'student-life', en: 'Student life', fr: 'Vie étudiante' },
  { key: 'housing', en: 'Housing', fr: 'Logement' },
  { key: 'scholarships', en: 'Scholarships', fr: 'Bourses' },
  { key: 'internships', en: 'Internships', fr: 'Stages' },
  { key: 'exchange', en: 'Study abroad', fr: 'Échanges internationaux' },
  { key: 'arts', en: 'Arts & culture', fr: 'Arts et culture' },
  { key: 'gaming', en: 'Gaming', fr: 'Jeux vidéo' },
  { key: 'outdoors', en: 'Outdoors', fr: 'Plein air' },
  { key: 'cooking', en: 'Cooking', fr: 'Cuisine' },
  { key: 'photography', en: 'Photography', fr: 'Photographie' },
] as const

export const STUDY_LEVELS = ['BACHELOR', 'MASTER', 'PHD', 'EXCHANGE', 'ALUMNI'] as const
export type StudyLevelValue = (typeof STUDY_LEVELS)[number]

export const STUDY_LEVEL_NAMES: Readonly<Record<StudyLevelValue, { en: string; fr: string }>> = {
  BACHELOR: { en: 'Bachelor student', fr: 'Étudiant·e en licence' },
  MASTER: { en: 'Master student', fr: 'Étudiant·e en master' },
  PHD: { en: 'PhD candidate', fr: 'Doctorant·e' },
  EXCHANGE: { en: 'Exchange student', fr: 'Étudiant·e en échange' },
  ALUMNI: { en: 'Alumni', fr: 'Diplômé·e' },
}
