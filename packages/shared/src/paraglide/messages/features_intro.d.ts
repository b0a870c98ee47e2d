/**
* | output |
* | --- |
* | "From search to M-Pesa to a video call with your team, Nafasi is built for how Kenya works." |
*
* @param {Features_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const features_intro: ((inputs?: Features_IntroInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Features_IntroInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Features_IntroInputs = {};
