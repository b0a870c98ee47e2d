/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Earnings_Retry_AtInputs */

const en_earnings_retry_at = /** @type {(inputs: Earnings_Retry_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`M-Pesa refused it; it is sent again ${i?.when}`)
};

const sw_earnings_retry_at = /** @type {(inputs: Earnings_Retry_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`M-Pesa ilikataa; yanatumwa tena ${i?.when}`)
};

/**
* | output |
* | --- |
* | "M-Pesa refused it; it is sent again {when}" |
*
* @param {Earnings_Retry_AtInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const earnings_retry_at = /** @type {((inputs: Earnings_Retry_AtInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Earnings_Retry_AtInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_earnings_retry_at(inputs)
	return en_earnings_retry_at(inputs)
});