/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Features_TrustInputs */

const en_features_trust = /** @type {(inputs: Features_TrustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Built on trust`)
};

const sw_features_trust = /** @type {(inputs: Features_TrustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imejengwa juu ya uaminifu`)
};

/**
* | output |
* | --- |
* | "Built on trust" |
*
* @param {Features_TrustInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const features_trust = /** @type {((inputs?: Features_TrustInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Features_TrustInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_features_trust(inputs)
	return en_features_trust(inputs)
});