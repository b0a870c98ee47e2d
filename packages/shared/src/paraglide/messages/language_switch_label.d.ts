/**
* | output |
* | --- |
* | "Soma kwa Kiswahili" |
*
* @param {Language_Switch_LabelInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const language_switch_label: ((inputs?: Language_Switch_LabelInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_Switch_LabelInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Language_Switch_LabelInputs = {};
