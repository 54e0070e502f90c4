// the texts /policies, /gdpr and /contact show (engine/routes/LegalRoute.tsx reads texts["legal.<kind>"]):
// a fair starting point in each language, which the operator's own lawyer words for real
type Texts = Record<string, Record<string, string>>;

// Swedish genitive: an s, without one after a name ending in s, x or z ("North Sea Ferries wifi")
const svGenitive = (name: string) => (/[sxz]$/i.test(name) ? name : `${name}s`);

const TEMPLATES: Record<string, (name: string) => Record<string, string>> = {
  en: (n) => ({
    "legal.terms": `The onboard Wi-Fi of ${n} runs over a satellite or mobile link shared by everyone on board, so speeds vary with position and weather. Use it lawfully and with consideration for other passengers.\n\nVouchers start on first activation and are not refunded once started. Session logs are deleted after 30 days.`,
    "legal.privacy": `${n} processes your device address and your data use only to give you access to the Wi-Fi and to bill what you buy. Session logs are deleted after 30 days.`,
    "legal.contact": "For help with the Wi-Fi, ask at the information desk on board or write to us.",
  }),
  sv: (n) => ({
    "legal.terms": `${svGenitive(n)} wifi ombord går över en satellit- eller mobillänk som delas av alla ombord, så hastigheten varierar med position och väder. Använd det lagligt och med hänsyn till andra passagerare.\n\nKuponger börjar gälla vid första aktiveringen och återbetalas inte när de har börjat. Sessionsloggar raderas efter 30 dagar.`,
    "legal.privacy": `${n} behandlar din enhets adress och din dataanvändning enbart för att ge dig tillgång till wifi och för att debitera det du köper. Sessionsloggar raderas efter 30 dagar.`,
    "legal.contact": "Behöver du hjälp med wifi, fråga i informationsdisken ombord eller skriv till oss.",
  }),
  el: (n) => ({
    "legal.terms": `Το Wi-Fi της ${n} στο πλοίο λειτουργεί μέσω δορυφορικής ή κινητής σύνδεσης που μοιράζονται όλοι όσοι βρίσκονται στο πλοίο, γι' αυτό η ταχύτητα αλλάζει ανάλογα με τη θέση και τον καιρό. Χρησιμοποιήστε το νόμιμα και με σεβασμό προς τους άλλους επιβάτες.\n\nΤα κουπόνια ξεκινούν με την πρώτη ενεργοποίηση και δεν επιστρέφονται αφού ξεκινήσουν. Τα αρχεία συνεδριών διαγράφονται μετά από 30 ημέρες.`,
    "legal.privacy": `Η ${n} επεξεργάζεται τη διεύθυνση της συσκευής σας και τη χρήση δεδομένων σας μόνο για να σας δώσει πρόσβαση στο Wi-Fi και για να χρεώσει ό,τι αγοράζετε. Τα αρχεία συνεδριών διαγράφονται μετά από 30 ημέρες.`,
    "legal.contact": "Για βοήθεια με το Wi-Fi, ρωτήστε στο γραφείο πληροφοριών του πλοίου ή γράψτε μας.",
  }),
};

export const LEGAL_LOCALES = Object.keys(TEMPLATES);

/** texts["legal.terms" | "legal.privacy" | "legal.contact"], each in every locale given. */
export function legalTexts(name: string, locales: string[]): Texts {
  const texts: Texts = {};
  for (const locale of locales) {
    const words = (TEMPLATES[locale] ?? TEMPLATES.en)?.(name) ?? {};
    for (const [key, text] of Object.entries(words)) texts[key] = { ...texts[key], [locale]: text };
  }
  return texts;
}
