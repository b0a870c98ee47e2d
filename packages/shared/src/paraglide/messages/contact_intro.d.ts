/**
* | output |
* | --- |
* | "Questions about a booking, a listing or a partnership? Write to us; we reply within 24 hours." |
*
* @param {Contact_IntroInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_intro: ((inputs?: Contact_IntroInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_IntroInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_IntroInputs = {};
