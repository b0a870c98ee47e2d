/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 booking" |
* | "other" | "{count} bookings" |
*
* @param {Cal_Day_BookingsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const cal_day_bookings: ((inputs: Cal_Day_BookingsInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Cal_Day_BookingsInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Cal_Day_BookingsInputs = {
    count: NonNullable<unknown>;
};
