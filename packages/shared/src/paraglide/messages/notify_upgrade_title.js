/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown> }} Notify_Upgrade_TitleInputs */

const en_notify_upgrade_title = /** @type {(inputs: Notify_Upgrade_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} asks to become an owner`)
};

const sw_notify_upgrade_title = /** @type {(inputs: Notify_Upgrade_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} anaomba kuwa mmiliki`)
};

/**
* | output |
* | --- |
* | "{who} asks to become an owner" |
*
* @param {Notify_Upgrade_TitleInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const notify_upgrade_title = /** @type {((inputs: Notify_Upgrade_TitleInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notify_Upgrade_TitleInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_notify_upgrade_title(inputs)
	return en_notify_upgrade_title(inputs)
});