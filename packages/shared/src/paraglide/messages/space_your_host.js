/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Space_Your_HostInputs */

const en_space_your_host = /** @type {(inputs: Space_Your_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your host`)
};

const sw_space_your_host = /** @type {(inputs: Space_Your_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mwenyeji wako`)
};

/**
* | output |
* | --- |
* | "Your host" |
*
* @param {Space_Your_HostInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const space_your_host = /** @type {((inputs?: Space_Your_HostInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Space_Your_HostInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_space_your_host(inputs)
	return en_space_your_host(inputs)
});