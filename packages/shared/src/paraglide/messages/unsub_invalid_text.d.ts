/**
* | output |
* | --- |
* | "Choose which e-mails you get under Settings → Notifications." |
*
* @param {Unsub_Invalid_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const unsub_invalid_text: ((inputs?: Unsub_Invalid_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unsub_Invalid_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Unsub_Invalid_TextInputs = {};
