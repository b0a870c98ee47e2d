/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Limited_AttemptsInputs */

const en_limited_attempts = /** @type {(inputs: Limited_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`attempts`)
};

const sw_limited_attempts = /** @type {(inputs: Limited_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`majaribio`)
};

/**
* | output |
* | --- |
* | "attempts" |
*
* @param {Limited_AttemptsInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const limited_attempts = /** @type {((inputs?: Limited_AttemptsInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Limited_AttemptsInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_limited_attempts(inputs)
	return en_limited_attempts(inputs)
});