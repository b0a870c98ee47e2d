/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 second" |
* | "other" | "{count} seconds" |
*
* @param {Wait_SecondsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const wait_seconds: ((inputs: Wait_SecondsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Wait_SecondsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Wait_SecondsInputs = {
    count: NonNullable<unknown>;
};
