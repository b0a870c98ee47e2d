/**
* | output |
* | --- |
* | "Phone numbers and e-mail addresses stay hidden until a booking is paid: pay on Nafasi, where your money is protected." |
*
* @param {Conv_Hidden_ContactsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_hidden_contacts: ((inputs?: Conv_Hidden_ContactsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Hidden_ContactsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conv_Hidden_ContactsInputs = {};
