/**
* | output |
* | --- |
* | "{guest} and {host}" |
*
* @param {Conv_BetweenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_between: ((inputs: Conv_BetweenInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_BetweenInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conv_BetweenInputs = {
    guest: NonNullable<unknown>;
    host: NonNullable<unknown>;
};
