/**
* | output |
* | --- |
* | "Pay the deposit: {amount}" |
*
* @param {Push_Pay_DepositInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const push_pay_deposit: ((inputs: Push_Pay_DepositInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Push_Pay_DepositInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Push_Pay_DepositInputs = {
    amount: NonNullable<unknown>;
};
