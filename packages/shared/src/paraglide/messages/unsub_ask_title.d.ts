/**
* | output |
* | --- |
* | "Stop “{label}” e-mails?" |
*
* @param {Unsub_Ask_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const unsub_ask_title: ((inputs: Unsub_Ask_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unsub_Ask_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Unsub_Ask_TitleInputs = {
    label: NonNullable<unknown>;
};
