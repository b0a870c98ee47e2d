/**
* | output |
* | --- |
* | "Kiswahili" |
*
* @param {Language_SwitchInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const language_switch: ((inputs?: Language_SwitchInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_SwitchInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Language_SwitchInputs = {};
