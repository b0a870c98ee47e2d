/**
* | output |
* | --- |
* | "{guest} and {host} about {space} · last message {at}" |
*
* @param {Conv_Reported_LineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const conv_reported_line: ((inputs: Conv_Reported_LineInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Reported_LineInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Conv_Reported_LineInputs = {
    guest: NonNullable<unknown>;
    host: NonNullable<unknown>;
    space: NonNullable<unknown>;
    at: NonNullable<unknown>;
};
