/**
* | output |
* | --- |
* | "Spaces, bookings and people on Nafasi." |
*
* @param {Admin_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const admin_intro: ((inputs?: Admin_IntroInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_IntroInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_IntroInputs = {};
