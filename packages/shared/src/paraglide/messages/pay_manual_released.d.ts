/**
* | output |
* | --- |
* | "Unpaid bookings are released after {hours} hours." |
*
* @param {Pay_Manual_ReleasedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const pay_manual_released: ((inputs: Pay_Manual_ReleasedInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pay_Manual_ReleasedInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pay_Manual_ReleasedInputs = {
    hours: NonNullable<unknown>;
};
