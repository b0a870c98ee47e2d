/**
* | output |
* | --- |
* | "At least {length}" |
*
* @param {Schedule_At_LeastInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const schedule_at_least: ((inputs: Schedule_At_LeastInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Schedule_At_LeastInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Schedule_At_LeastInputs = {
    length: NonNullable<unknown>;
};
