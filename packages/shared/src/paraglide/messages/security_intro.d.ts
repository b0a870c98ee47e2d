/**
* | output |
* | --- |
* | "How we protect your data and money, the standards we follow, and how to reach our security team." |
*
* @param {Security_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const security_intro: ((inputs?: Security_IntroInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Security_IntroInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Security_IntroInputs = {};
