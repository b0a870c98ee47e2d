/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Upgrade_Already_PendingInputs */

const en_upgrade_already_pending = /** @type {(inputs: Upgrade_Already_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have already asked to become an owner; an admin will answer soon.`)
};

const sw_upgrade_already_pending = /** @type {(inputs: Upgrade_Already_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tayari umeomba kuwa mmiliki; msimamizi atajibu hivi karibuni.`)
};

/**
* | output |
* | --- |
* | "You have already asked to become an owner; an admin will answer soon." |
*
* @param {Upgrade_Already_PendingInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const upgrade_already_pending = /** @type {((inputs?: Upgrade_Already_PendingInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Upgrade_Already_PendingInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_upgrade_already_pending(inputs)
	return en_upgrade_already_pending(inputs)
});