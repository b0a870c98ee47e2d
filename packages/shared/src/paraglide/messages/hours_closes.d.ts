/**
* | output |
* | --- |
* | "{day} closes" |
*
* @param {Hours_ClosesInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const hours_closes: ((inputs: Hours_ClosesInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Hours_ClosesInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Hours_ClosesInputs = {
    day: NonNullable<unknown>;
};
