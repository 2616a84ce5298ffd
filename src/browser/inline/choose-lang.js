// The root page (src/pages/index.astro): go straight to the language last read, or the browser's language.
// Inline, so it runs before the chooser paints. (Hashed in the Content-Security-Policy: src/build/site/csp.ts.)
(() => {
  // The site's languages, written on <html> at build time from src/model/lang.ts.
  const langs = document.documentElement.dataset.langs.split(' ');
  let lang = null;
  // The language record of src/browser/storage/prefs.ts ({"v":1,"data":"it"}), or the plain key it replaced.
  try {
    const saved = localStorage.getItem('damiera:lang');
    lang = saved ? JSON.parse(saved).data : localStorage.getItem('damiera.lang');
  } catch {}
  if (!langs.includes(lang)) {
    // The first of the browser's languages the site speaks ('it-IT' → 'it'), else English.
    const prefs = navigator.languages?.length ? navigator.languages : [navigator.language || ''];
    lang = prefs.map((l) => l.toLowerCase().split('-')[0]).find((l) => langs.includes(l)) ?? 'en';
  }
  location.replace(`/${lang}/`);
})();
