/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Bookings open 1 month ahead" |
* | "other" | "Bookings open {count} months ahead" |
*
* @param {Day_Reason_HorizonInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const day_reason_horizon: ((inputs: Day_Reason_HorizonInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Day_Reason_HorizonInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Day_Reason_HorizonInputs = {
    count: NonNullable<unknown>;
};
