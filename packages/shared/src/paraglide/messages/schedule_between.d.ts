/**
* | output |
* | --- |
* | "{shortest} to {longest}" |
*
* @param {Schedule_BetweenInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const schedule_between: ((inputs: Schedule_BetweenInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Schedule_BetweenInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Schedule_BetweenInputs = {
    shortest: NonNullable<unknown>;
    longest: NonNullable<unknown>;
};
