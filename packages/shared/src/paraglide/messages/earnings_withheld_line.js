/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ withheld: NonNullable<unknown>, percent: NonNullable<unknown> }} Earnings_Withheld_LineInputs */

const en_earnings_withheld_line = /** @type {(inputs: Earnings_Withheld_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.withheld} of withholding tax (${i?.percent}%) is deducted from your payouts and paid to KRA for you.`)
};

const sw_earnings_withheld_line = /** @type {(inputs: Earnings_Withheld_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.withheld} za kodi ya zuio (${i?.percent}%) zinakatwa kwenye malipo yako na kulipwa KRA kwa niaba yako.`)
};

/**
* | output |
* | --- |
* | "{withheld} of withholding tax ({percent}%) is deducted from your payouts and paid to KRA for you." |
*
* @param {Earnings_Withheld_LineInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_withheld_line = /** @type {((inputs: Earnings_Withheld_LineInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Earnings_Withheld_LineInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_earnings_withheld_line(inputs)
	return en_earnings_withheld_line(inputs)
});