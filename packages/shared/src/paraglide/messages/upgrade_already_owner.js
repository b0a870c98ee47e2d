/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Upgrade_Already_OwnerInputs */

const en_upgrade_already_owner = /** @type {(inputs: Upgrade_Already_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account can already list spaces.`)
};

const sw_upgrade_already_owner = /** @type {(inputs: Upgrade_Already_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Akaunti yako tayari inaweza kuorodhesha maeneo.`)
};

/**
* | output |
* | --- |
* | "Your account can already list spaces." |
*
* @param {Upgrade_Already_OwnerInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const upgrade_already_owner = /** @type {((inputs?: Upgrade_Already_OwnerInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upgrade_Already_OwnerInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_upgrade_already_owner(inputs)
	return en_upgrade_already_owner(inputs)
});