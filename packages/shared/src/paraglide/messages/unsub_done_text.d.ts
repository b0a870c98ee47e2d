/**
* | output |
* | --- |
* | "You will no longer get “{label}” e-mails. Turn them back on any time under Settings → Notifications." |
*
* @param {Unsub_Done_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const unsub_done_text: ((inputs: Unsub_Done_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unsub_Done_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Unsub_Done_TextInputs = {
    label: NonNullable<unknown>;
};
