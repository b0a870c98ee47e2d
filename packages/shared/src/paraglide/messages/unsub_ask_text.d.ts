/**
* | output |
* | --- |
* | "{description} You can turn them back on under Settings → Notifications." |
*
* @param {Unsub_Ask_TextInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const unsub_ask_text: ((inputs: Unsub_Ask_TextInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unsub_Ask_TextInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Unsub_Ask_TextInputs = {
    description: NonNullable<unknown>;
};
