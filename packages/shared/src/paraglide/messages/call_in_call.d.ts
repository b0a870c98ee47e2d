/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 in the call now." |
* | "other" | "{count} in the call now." |
*
* @param {Call_In_CallInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const call_in_call: ((inputs: Call_In_CallInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_In_CallInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Call_In_CallInputs = {
    count: NonNullable<unknown>;
};
