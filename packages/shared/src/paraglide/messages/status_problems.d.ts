/**
* | output |
* | --- |
* | "Some systems are having problems ({status})" |
*
* @param {Status_ProblemsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const status_problems: ((inputs: Status_ProblemsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_ProblemsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_ProblemsInputs = {
    status: NonNullable<unknown>;
};
