/**
* | output |
* | --- |
* | "Someone (maybe you) tried to create a Nafasi account with this address, which already has one." |
*
* @param {Mail_Exists_TriedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mail_exists_tried: ((inputs?: Mail_Exists_TriedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Exists_TriedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Exists_TriedInputs = {};
