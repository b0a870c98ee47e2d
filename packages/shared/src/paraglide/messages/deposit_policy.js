/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Deposit_PolicyInputs */

const en_deposit_policy = /** @type {(inputs: Deposit_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If the balance is not paid by then, the booking is released and the deposit refunded (free cancellation up to 24 hours before).`)
};

const sw_deposit_policy = /** @type {(inputs: Deposit_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salio lisipolipwa kufikia wakati huo, uhifadhi unaachiliwa na amana inarudishwa (kughairi bila malipo hadi saa 24 kabla).`)
};

/**
* | output |
* | --- |
* | "If the balance is not paid by then, the booking is released and the deposit refunded (free cancellation up to 24 hours before)." |
*
* @param {Deposit_PolicyInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const deposit_policy = /** @type {((inputs?: Deposit_PolicyInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Deposit_PolicyInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_deposit_policy(inputs)
	return en_deposit_policy(inputs)
});