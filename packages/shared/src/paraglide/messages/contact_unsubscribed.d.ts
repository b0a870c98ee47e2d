/**
* | output |
* | --- |
* | "Done: this address gets no more newsletters." |
*
* @param {Contact_UnsubscribedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const contact_unsubscribed: ((inputs?: Contact_UnsubscribedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_UnsubscribedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_UnsubscribedInputs = {};
