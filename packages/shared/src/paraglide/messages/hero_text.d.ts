/**
* | output |
* | --- |
* | "Meeting rooms, creative studios, event halls, coworking desks and offices in Nairobi, Mombasa, Kisumu, Nakuru and beyond. Book in minutes, pay with M-Pesa." |
*
* @param {Hero_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const hero_text: ((inputs?: Hero_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hero_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hero_TextInputs = {};
