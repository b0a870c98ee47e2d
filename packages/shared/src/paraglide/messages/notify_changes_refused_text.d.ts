/**
* | output |
* | --- |
* | "Guests still see the version approved before. Edit the listing to send new changes." |
*
* @param {Notify_Changes_Refused_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_changes_refused_text: ((inputs?: Notify_Changes_Refused_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Changes_Refused_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_Changes_Refused_TextInputs = {};
