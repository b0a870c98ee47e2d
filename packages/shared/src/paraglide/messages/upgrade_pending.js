/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Upgrade_PendingInputs */

const en_upgrade_pending = /** @type {(inputs: Upgrade_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owner request pending`)
};

const sw_upgrade_pending = /** @type {(inputs: Upgrade_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ombi la kuwa mmiliki linasubiri`)
};

/**
* | output |
* | --- |
* | "Owner request pending" |
*
* @param {Upgrade_PendingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const upgrade_pending = /** @type {((inputs?: Upgrade_PendingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upgrade_PendingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_upgrade_pending(inputs)
	return en_upgrade_pending(inputs)
});