/**
 * The head's first script: the browser's internationalisation data (ICU) is loaded by the first
 * `Intl` call of a page, which costs a phone tens of milliseconds. react-aria makes that call as
 * its module is evaluated, inside the one long task that evaluates the page's scripts; made
 * here, it is paid while the page is parsed, before anything is painted, and the scripts' task
 * after the first paint is that much shorter.
 */
export const INTL_WARM_UP_SCRIPT = "try{Intl.DateTimeFormat.supportedLocalesOf('en-US')}catch(e){}";
