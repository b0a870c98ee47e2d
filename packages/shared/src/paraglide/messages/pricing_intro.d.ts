/**
* | output |
* | --- |
* | "Start free. Upgrade when you book every week. Space rates are set by owners in KSH and shown before you confirm." |
*
* @param {Pricing_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pricing_intro: ((inputs?: Pricing_IntroInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_IntroInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_IntroInputs = {};
