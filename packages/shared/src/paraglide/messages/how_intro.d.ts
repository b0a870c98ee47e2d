/**
* | output |
* | --- |
* | "Search, pick your hours, pay with M-Pesa and show up. Owners list a space in minutes and we handle the bookings." |
*
* @param {How_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const how_intro: ((inputs?: How_IntroInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<How_IntroInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type How_IntroInputs = {};
