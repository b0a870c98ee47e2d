/**
* | output |
* | --- |
* | "Pay the balance: {amount}" |
*
* @param {Push_Pay_BalanceInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const push_pay_balance: ((inputs: Push_Pay_BalanceInputs, options?: {
    locale?: "en" | "sw";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Push_Pay_BalanceInputs, {
    locale?: "en" | "sw";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Push_Pay_BalanceInputs = {
    amount: NonNullable<unknown>;
};
