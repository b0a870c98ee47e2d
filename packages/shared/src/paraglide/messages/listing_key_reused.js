/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Listing_Key_ReusedInputs */

const en_listing_key_reused = /** @type {(inputs: Listing_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This Idempotency-Key was used before for a different space. Send a new key with a new space.`)
};

const sw_listing_key_reused = /** @type {(inputs: Listing_Key_ReusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idempotency-Key hii ilitumika awali kwa eneo jingine. Tuma ufunguo mpya pamoja na eneo jipya.`)
};

/**
* | output |
* | --- |
* | "This Idempotency-Key was used before for a different space. Send a new key with a new space." |
*
* @param {Listing_Key_ReusedInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const listing_key_reused = /** @type {((inputs?: Listing_Key_ReusedInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Listing_Key_ReusedInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_listing_key_reused(inputs)
	return en_listing_key_reused(inputs)
});