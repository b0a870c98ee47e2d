/**
* | output |
* | --- |
* | "Reported conversations ({count})" |
*
* @param {Conv_Reported_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_reported_title: ((inputs: Conv_Reported_TitleInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Reported_TitleInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conv_Reported_TitleInputs = {
    count: NonNullable<unknown>;
};
