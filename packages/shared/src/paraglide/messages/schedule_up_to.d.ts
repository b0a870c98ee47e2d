/**
* | output |
* | --- |
* | "Up to {length}" |
*
* @param {Schedule_Up_ToInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const schedule_up_to: ((inputs: Schedule_Up_ToInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Schedule_Up_ToInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Schedule_Up_ToInputs = {
    length: NonNullable<unknown>;
};
