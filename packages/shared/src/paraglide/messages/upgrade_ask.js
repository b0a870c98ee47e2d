/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Upgrade_AskInputs */

const en_upgrade_ask = /** @type {(inputs: Upgrade_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upgrade to owner`)
};

const sw_upgrade_ask = /** @type {(inputs: Upgrade_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuwa mmiliki`)
};

/**
* | output |
* | --- |
* | "Upgrade to owner" |
*
* @param {Upgrade_AskInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const upgrade_ask = /** @type {((inputs?: Upgrade_AskInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upgrade_AskInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_upgrade_ask(inputs)
	return en_upgrade_ask(inputs)
});