document.querySelector('h1').dataset.deployed = 'yes';
