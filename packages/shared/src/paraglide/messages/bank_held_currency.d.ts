/**
* | output |
* | --- |
* | "It came in {currency}, not shillings: decide what it pays." |
*
* @param {Bank_Held_CurrencyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const bank_held_currency: ((inputs: Bank_Held_CurrencyInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bank_Held_CurrencyInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bank_Held_CurrencyInputs = {
    currency: NonNullable<unknown>;
};
