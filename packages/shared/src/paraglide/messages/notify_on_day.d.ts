/**
* | output |
* | --- |
* | "on {day}" |
*
* @param {Notify_On_DayInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_on_day: ((inputs: Notify_On_DayInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_On_DayInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Notify_On_DayInputs = {
    day: NonNullable<unknown>;
};
