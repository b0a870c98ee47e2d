/**
* | output |
* | --- |
* | "Part {number} of {of} received. {left} left to pay: send the next part from this number or another." |
*
* @param {Mpesa_Part_PaidInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const mpesa_part_paid: ((inputs: Mpesa_Part_PaidInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mpesa_Part_PaidInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mpesa_Part_PaidInputs = {
    number: NonNullable<unknown>;
    of: NonNullable<unknown>;
    left: NonNullable<unknown>;
};
