/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Company_People_CountInputs */

const en_company_people_count = /** @type {(inputs: Company_People_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 person`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} people`);
	return /** @type {LocalizedString} */ ("company_people_count");
};

const sw_company_people_count = /** @type {(inputs: Company_People_CountInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("sw", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`mtu 1`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`watu ${i?.count}`);
	return /** @type {LocalizedString} */ ("company_people_count");
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 person" |
* | "other" | "{count} people" |
*
* @param {Company_People_CountInputs} inputs
* @param {{ locale?: "en" | "sw" }} options
* @returns {LocalizedString}
*/
export const company_people_count = /** @type {((inputs: Company_People_CountInputs, options?: { locale?: "en" | "sw" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Company_People_CountInputs, { locale?: "en" | "sw" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "sw") return sw_company_people_count(inputs)
	return en_company_people_count(inputs)
});